import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import {
  AddProduct,
  AddProductCategory,
  CheckProductName,
  DeleteProduct,
  DeleteProductCategory,
  EditProduct,
  EditProductCategory,
  ProductBatchDownload,
  ProductBatchUpload,
  ProductTemplateDownload,
  PublishProduct,
  QueryProductCategory,
  QueryProductDetail,
  QueryProductList,
  QueryStockHistory,
  SortProductCategory,
  UnpublishProduct,
} from '../../../shared/actions/inventory';
import { type ActionInput, callAction } from '../../api/client';

/** Query keys of the inventory area: products, categories and stock history each under `inventory`. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  products: (input: object) => [...inventoryKeys.all, 'products', input] as const,
  product: (productId: string) => [...inventoryKeys.all, 'product', productId] as const,
  categories: () => [...inventoryKeys.all, 'categories'] as const,
  history: (input: object) => [...inventoryKeys.all, 'history', input] as const,
};

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: inventoryKeys.all });
}

export function useProducts(input: ActionInput<typeof QueryProductList>) {
  return useQuery({
    queryKey: inventoryKeys.products(input),
    queryFn: ({ signal }) => callAction(QueryProductList, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(productId: string | null) {
  return useQuery({
    queryKey: inventoryKeys.product(productId ?? ''),
    queryFn: ({ signal }) => callAction(QueryProductDetail, { productId: productId ?? '' }, { signal, hideError: true }),
    enabled: Boolean(productId),
  });
}

export function useCategories() {
  return useQuery({ queryKey: inventoryKeys.categories(), queryFn: ({ signal }) => callAction(QueryProductCategory, {}, { signal }) });
}

export function useStockHistory(input: ActionInput<typeof QueryStockHistory>) {
  return useQuery({
    queryKey: inventoryKeys.history(input),
    queryFn: ({ signal }) => callAction(QueryStockHistory, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCheckProductName() {
  return useMutation({ mutationFn: (input: InputOf<typeof CheckProductName>) => callAction(CheckProductName, input, { silent: true, hideError: true }) });
}

export function useSaveProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: InputOf<typeof AddProduct> & { productId?: string }) =>
      input.productId ? callAction(EditProduct, { ...input, productId: input.productId }, { hideError: true }) : callAction(AddProduct, input, { hideError: true }),
    onSuccess: () => void invalidate(),
  });
}

/** Publish, unpublish or delete products (one or many). */
export function useProductsChange() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ productIds, change }: { productIds: string[]; change: 'publish' | 'unpublish' | 'delete' }) =>
      callAction(change === 'publish' ? PublishProduct : change === 'unpublish' ? UnpublishProduct : DeleteProduct, { productIds }),
    onSuccess: () => void invalidate(),
  });
}

export function useSaveCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: InputOf<typeof AddProductCategory> & { categoryId?: string }) =>
      input.categoryId
        ? callAction(EditProductCategory, { ...input, categoryId: input.categoryId }, { hideError: true })
        : callAction(AddProductCategory, input, { hideError: true }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (categoryId: string) => callAction(DeleteProductCategory, { categoryId }), onSuccess: () => void invalidate() });
}

export function useSortCategories() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (categoryIds: string[]) => callAction(SortProductCategory, { categoryIds }), onSuccess: () => void invalidate() });
}

export function useBatchUpload() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: InputOf<typeof ProductBatchUpload>) => callAction(ProductBatchUpload, input, { hideError: true }),
    onSuccess: () => void invalidate(),
  });
}

export function useTemplateDownload() {
  return useMutation({ mutationFn: () => callAction(ProductTemplateDownload, {}) });
}

export function useBatchDownload() {
  return useMutation({ mutationFn: (input: InputOf<typeof ProductBatchDownload>) => callAction(ProductBatchDownload, input) });
}
