from pathlib import Path

CACHE_ROOT = Path.home() / ".cache" / "corpus_kernels"


class KernelCache:
    def __init__(self, root: Path = CACHE_ROOT):
        self.root = root

    def has_prebuilt(self, name: str) -> bool:
        return (self.root / f"{name}.so").exists()


KERNELS = KernelCache()
