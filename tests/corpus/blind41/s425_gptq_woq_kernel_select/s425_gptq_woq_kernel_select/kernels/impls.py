import logging

import torch

from .registry import register_woq_kernel

logger = logging.getLogger(__name__)

GPTQ_PACK_FACTOR = 8


def unpack_gptq_int4(qweight: torch.Tensor) -> torch.Tensor:
    """[K // 8, N] int32 -> [K, N] int32 codes (packed along K)."""
    shifts = torch.arange(0, 32, 4, dtype=torch.int32, device=qweight.device)
    codes = (qweight.unsqueeze(1) >> shifts.view(1, -1, 1)) & 0xF
    return codes.reshape(-1, qweight.shape[-1])


class WOQKernel:
    kernel_name = "base"
    priority = 0
    is_fallback = False
    _fallback_warned = False

    def __init__(self, n: int, k: int, group_size: int):
        self.n, self.k, self.group_size = n, k, group_size

    @classmethod
    def can_implement(cls, n, k, act_dtype, group_size) -> bool:
        raise NotImplementedError

    def _maybe_warn_fallback(self) -> None:
        if self.is_fallback and not WOQKernel._fallback_warned:
            WOQKernel._fallback_warned = True
            logger.warning(
                "No optimized int4 kernel for shape (n=%d, k=%d); using %s, expect low throughput",
                self.n, self.k, self.kernel_name,
            )

    def __call__(self, x: torch.Tensor, layer) -> torch.Tensor:
        self._maybe_warn_fallback()
        return self.forward_impl(x, layer)

    def forward_impl(self, x, layer):
        raise NotImplementedError


@register_woq_kernel("marlin", priority=100)
class MarlinInt4Kernel(WOQKernel):
    min_thread_n = 64
    min_thread_k = 128

    @classmethod
    def can_implement(cls, n, k, act_dtype, group_size) -> bool:
        return (
            act_dtype in (torch.float16, torch.bfloat16)
            and n % cls.min_thread_n == 0
            and k % cls.min_thread_k == 0
            and group_size in (-1, 32, 64, 128)
        )

    def forward_impl(self, x, layer):
        return torch.ops.sgl_kernel.gptq_marlin_gemm(x, layer.qweight, layer.scales, self.n, self.k)


@register_woq_kernel("exllama", priority=50)
class ExllamaInt4Kernel(WOQKernel):
    @classmethod
    def can_implement(cls, n, k, act_dtype, group_size) -> bool:
        return act_dtype == torch.float16 and k % 32 == 0

    def forward_impl(self, x, layer):
        return torch.ops.sgl_kernel.gptq_gemm(x, layer.qweight, layer.scales, False, 4)


@register_woq_kernel("torch_dequant", priority=0)
class TorchDequantKernel(WOQKernel):
    is_fallback = True

    @classmethod
    def can_implement(cls, n, k, act_dtype, group_size) -> bool:
        return True

    def forward_impl(self, x, layer):
        codes = unpack_gptq_int4(layer.qweight)
        scales = layer.scales.repeat_interleave(self.group_size, dim=0)
        w = (codes - 8).to(x.dtype) * scales
        return x @ w
