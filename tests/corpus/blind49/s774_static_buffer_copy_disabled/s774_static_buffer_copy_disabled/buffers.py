import torch


class CpuGpuBuffer:
    """A pair of persistent buffers used as static inputs of captured graphs."""

    def __init__(self, size: int, dtype: torch.dtype, device: str = "cpu"):
        self.cpu = torch.zeros(size, dtype=dtype)
        self.gpu = torch.zeros(size, dtype=dtype, device=device)
        self.np = self.cpu.numpy()

    def copy_to_gpu(self, n: int) -> torch.Tensor:
        return self.gpu[:n].copy_(self.cpu[:n], non_blocking=True)


@torch.compiler.disable
def copy_into_static_buffer(buf: torch.Tensor, src: torch.Tensor, fill_value: int = 0) -> torch.Tensor:
    n = src.shape[0]
    buf[:n].copy_(src)
    buf[n:].fill_(fill_value)
    return buf
