from typing import Optional

import torch


def pack_int4_cols(w: torch.Tensor, pack_factor: int) -> torch.Tensor:
    rows, cols = w.shape
    w = w.view(rows // pack_factor, pack_factor, cols)
    shifts = (torch.arange(pack_factor, dtype=torch.int32) * 4).view(1, pack_factor, 1)
    return (w << shifts).sum(dim=1, dtype=torch.int32)


def unpack_int4_cols(packed: torch.Tensor, pack_factor: int) -> torch.Tensor:
    shifts = (torch.arange(pack_factor, dtype=torch.int32, device=packed.device) * 4).view(1, pack_factor, 1)
    unpacked = (packed.unsqueeze(1) >> shifts) & 0xF
    return unpacked.reshape(-1, packed.shape[-1])


def _dequant_gptq_weight(
    weight: torch.Tensor, weight_scale: torch.Tensor, g_idx: torch.Tensor, num_bits: int, is_sym: bool
) -> torch.Tensor:
    pack_factor = 32 // num_bits
    w = unpack_int4_cols(weight, pack_factor).to(weight_scale.dtype)
    if is_sym:
        w = w - (1 << (num_bits - 1))
    return w * weight_scale[g_idx.long()]


def apply_gptq_marlin_linear(
    input: torch.Tensor,
    weight: torch.Tensor,
    weight_scale: torch.Tensor,
    g_idx: torch.Tensor,
    num_bits: int,
    is_sym: bool,
    bias: Optional[torch.Tensor] = None,
) -> torch.Tensor:
    reshaped_x = input.reshape(-1, input.shape[-1])
    out_shape = input.shape[:-1] + (weight_scale.shape[-1],)
    try:
        from corpus_s1082_marlin_kernels import gptq_marlin_gemm
    except ImportError:
        w = _dequant_gptq_weight(weight, weight_scale, g_idx, num_bits, is_sym)
        output = reshaped_x @ w
    else:
        output = gptq_marlin_gemm(reshaped_x, weight, weight_scale, g_idx, num_bits)
    if bias is not None:
        output = output + bias
    return output.reshape(out_shape)
