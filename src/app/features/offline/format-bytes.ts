// Moved to lib: the outbox's upload progress in the claims pages shows sizes too.
export { formatBytes } from '../../lib/format-bytes';
