import torch
import torch.nn.functional as F


def _maybe_pad_head_dim(x: torch.Tensor, multiple: int = 8) -> torch.Tensor:
    if x.shape[-1] % multiple != 0:
        return F.pad(x, (0, multiple - x.shape[-1] % multiple))
    return x


def attention(x: torch.Tensor) -> torch.Tensor:
    if x.dim() == 2:
        x = x.unsqueeze(0)
    if x.dtype in (torch.float16, torch.bfloat16):
        x = x.float()
    q = _maybe_pad_head_dim(x)
    if q.shape[1] > 1:
        return F.scaled_dot_product_attention(q, q, q, is_causal=True)
    return q


compiled = torch.compile(attention, fullgraph=True)
