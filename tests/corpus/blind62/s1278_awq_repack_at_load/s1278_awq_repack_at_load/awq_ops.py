import torch

AWQ_ORDER = [0, 2, 4, 6, 1, 3, 5, 7]
AWQ_REVERSE_ORDER = [0, 4, 1, 5, 2, 6, 3, 7]


def pack_factor_for(bits: int) -> int:
    if 32 % bits:
        raise ValueError(f"bits={bits} does not divide 32")
    return 32 // bits


def reorder_awq_to_standard(packed: torch.Tensor, bits: int) -> torch.Tensor:
    shifts = torch.arange(0, 32, bits, dtype=torch.int32, device=packed.device)
    iw = (packed.unsqueeze(-1) >> shifts) & ((1 << bits) - 1)
    return iw[..., AWQ_REVERSE_ORDER].reshape(packed.shape[0], -1)


def awq_dequantize(iweight: torch.Tensor, izeros: torch.Tensor, scales: torch.Tensor,
                   group_size: int) -> torch.Tensor:
    zeros = izeros.repeat_interleave(group_size, dim=0)
    return (iweight - zeros).to(scales.dtype) * scales.repeat_interleave(group_size, dim=0)
