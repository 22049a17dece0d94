"""Pure-torch packing helpers for AWQ (GEMM layout) int4 checkpoints."""
import torch

AWQ_PACK_ORDER = [0, 2, 4, 6, 1, 3, 5, 7]
AWQ_REVERSE_ORDER = [0, 4, 1, 5, 2, 6, 3, 7]
PACK_FACTOR = 8  # eight 4-bit values per int32


def pack_awq_int4(values: torch.Tensor) -> torch.Tensor:
    """[R, C] uint4 values stored in int32 -> [R, C // 8] packed int32."""
    r, c = values.shape
    v = values.to(torch.int32).view(r, c // PACK_FACTOR, PACK_FACTOR)[:, :, AWQ_PACK_ORDER]
    packed = torch.zeros(r, c // PACK_FACTOR, dtype=torch.int32)
    for i in range(PACK_FACTOR):
        packed |= v[:, :, i] << (4 * i)
    return packed


def _unpack_int4(packed: torch.Tensor) -> torch.Tensor:
    shifts = torch.arange(0, 32, 4, dtype=torch.int32, device=packed.device)
    vals = (packed.unsqueeze(-1) >> shifts) & 0xF
    vals = vals[..., AWQ_REVERSE_ORDER]
    return vals.reshape(packed.shape[0], -1)


# The int32 shift/and sequence produced wrong results under inductor on some
# ROCm builds; keep the reference dequant out of the graph until that is fixed.
@torch.compiler.disable
def awq_dequantize_torch(
    qweight: torch.Tensor, scales: torch.Tensor, qzeros: torch.Tensor, group_size: int
) -> torch.Tensor:
    iweight = _unpack_int4(qweight)
    izeros = _unpack_int4(qzeros)
    izeros = izeros.repeat_interleave(group_size, dim=0)
    s = scales.repeat_interleave(group_size, dim=0)
    return (iweight - izeros).to(scales.dtype) * s
