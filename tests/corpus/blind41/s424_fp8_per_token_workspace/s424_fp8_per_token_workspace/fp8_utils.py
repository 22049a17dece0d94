import torch

FP8_E4M3 = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_E4M3).max


def per_token_quant_fp8_into(x: torch.Tensor, out_q: torch.Tensor):
    """Dynamic per-token FP8 quantization writing into a preallocated buffer."""
    scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12) / FP8_MAX
    out_q.copy_((x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_E4M3))
    return out_q, scale


def fp8_scaled_mm_ref(a_q, a_scale, b_q, b_scale, out_dtype, bias=None):
    out = (a_q.float() @ b_q.float().t()) * a_scale * b_scale.view(1, -1)
    if bias is not None:
        out = out + bias
    return out.to(out_dtype)
