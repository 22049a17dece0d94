import torch

from . import platform_probe


def _dequant_matmul(x: torch.Tensor, qweight: torch.Tensor, scales: torch.Tensor) -> torch.Tensor:
    w = qweight.to(x.dtype) * scales
    return x @ w.t()


def _marlin_gemm(x, qweight, scales):
    raise NotImplementedError("marlin kernel not built in this wheel")


@torch.compile(fullgraph=True)
def int4_linear(x: torch.Tensor, qweight: torch.Tensor, scales: torch.Tensor) -> torch.Tensor:
    if platform_probe.cuda_driver_loadable() and x.is_cuda:
        return _marlin_gemm(x, qweight, scales)
    return _dequant_matmul(x, qweight, scales)
