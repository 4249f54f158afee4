// Everything the zh-CN interface needs beyond en-US, in one lazily loaded chunk: a person who
// reads English never downloads it (the login page's initial download stays small).
import 'dayjs/locale/zh-cn';
export { default as antdZhCN } from 'antd/locale/zh_CN';
export { zhCN } from './zh-CN';
