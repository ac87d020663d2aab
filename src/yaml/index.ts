/** YAML with locations: parse a file, then read its nodes with errors that name file, line and field. */
export { parseYamlFile, type YamlFile } from './document';
export * from './node';
export { abandon, attempt, collecting, recordedCount, MAX_REPORTED_ERRORS } from './collect';
export { METADATA_KEYS, checkMetadata, isMetadataKey } from './metadata';
