// The app's browser storage: every key in one typed list, every value versioned.
export { STORAGE_KEYS, type KeySpec, type StorageArea, type StorageKey, type StoredData } from './keys';
export { decodeStored, readStored, removeStored, storageName, writeStored } from './storage';
export {
  forgetDeviceKey,
  openText,
  readEncrypted,
  removeEncrypted,
  sealText,
  writeEncrypted,
  type EncryptedKey,
} from './encrypted';
export { setStorageArea, storageArea, type KeyValueStore } from './areas';
