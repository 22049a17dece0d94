import os
import shutil


class CudaToolkit:
    def __init__(self):
        self.home = os.environ.get("CUDA_HOME")

    def nvcc_path(self) -> str | None:
        if self.home:
            return f"{self.home}/bin/nvcc"
        return shutil.which("nvcc")

    def can_jit(self) -> bool:
        return self.nvcc_path() is not None


TOOLKIT = CudaToolkit()
