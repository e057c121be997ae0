#ifndef CHEAPTUNING_H
#define CHEAPTUNING_H

/// Keeps freed heap memory for reuse instead of returning it to the kernel after each file
/// (glibc only; elsewhere it does nothing).
void heap_tuning_keep_freed_memory(void);

#endif
