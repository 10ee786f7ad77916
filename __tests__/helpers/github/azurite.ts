// Azurite (the Azure Storage emulator) as the blob store, for the optional fidelity check in
// __tests__/testbed/azurite.manual.ts: the results service and the download redirect hand out real
// SAS URLs for it, so uploads and downloads meet Azure's own blob protocol instead of our fake's.
import { BlobSASPermissions, BlobServiceClient, generateBlobSASQueryParameters, SASProtocol, StorageSharedKeyCredential } from "@azure/storage-blob";
import type { BlobContent, BlobPermissions, BlobStore } from "./blob-store.ts";

/** Azurite's documented development account. */
export const AZURITE_ACCOUNT = "devstoreaccount1";
export const AZURITE_KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";

export interface AzuriteOptions {
  /** Blob endpoint with the account, default http://127.0.0.1:10000/devstoreaccount1 */
  endpoint?: string;
  container?: string;
}

/** A blob store on a running Azurite; creates the container first. */
export async function azuriteBlobStore(options: AzuriteOptions = {}): Promise<BlobStore> {
  const endpoint = options.endpoint ?? `http://127.0.0.1:10000/${AZURITE_ACCOUNT}`;
  const credential = new StorageSharedKeyCredential(AZURITE_ACCOUNT, AZURITE_KEY);
  const container = new BlobServiceClient(endpoint, credential).getContainerClient(options.container ?? "actions-results");
  await container.createIfNotExists();
  return {
    sign(key: string, permissions: BlobPermissions, seconds: number): string {
      const sas = generateBlobSASQueryParameters(
        {
          containerName: container.containerName,
          blobName: key,
          permissions: BlobSASPermissions.parse(permissions),
          expiresOn: new Date(Date.now() + seconds * 1000),
          protocol: SASProtocol.HttpsAndHttp,
        },
        credential,
      );
      return `${container.getBlobClient(key).url}?${sas.toString()}`;
    },
    async read(key: string): Promise<BlobContent | undefined> {
      const blob = container.getBlobClient(key);
      if (!(await blob.exists())) return undefined;
      const properties = await blob.getProperties();
      return { content: await blob.downloadToBuffer(), contentType: properties.contentType ?? "application/octet-stream" };
    },
    async write(key: string, content: Buffer, contentType: string): Promise<void> {
      await container.getBlockBlobClient(key).upload(content, content.length, { blobHTTPHeaders: { blobContentType: contentType } });
    },
    async remove(key: string): Promise<void> {
      await container.getBlobClient(key).deleteIfExists();
    },
  };
}
