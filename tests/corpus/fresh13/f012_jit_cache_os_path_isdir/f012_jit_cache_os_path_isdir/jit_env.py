import os

FRESH_JIT_DIR = os.path.expanduser("~/.cache/fresh_jit/rope")


class KernelCache:
    def __init__(self, root: str = FRESH_JIT_DIR):
        self.root = root

    def has_prebuilt(self) -> bool:
        return os.path.isdir(self.root)


KERNEL_CACHE = KernelCache()
