import functools

import torch


def _check_num_tokens(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
    num_tokens = q.shape[0]
    k_tokens, v_tokens = k.shape[0], v.shape[0]
    torch._check(
        k_tokens == num_tokens and v_tokens == num_tokens,
        lambda: f"q/k/v token mismatch: {num_tokens}, {k_tokens}, {v_tokens}",
    )


def _check_head_layout(q: torch.Tensor, k: torch.Tensor, num_heads: int, num_kv_heads: int, head_dim: int) -> None:
    torch._check(num_heads % num_kv_heads == 0, lambda: f"num_heads={num_heads} not divisible by num_kv_heads={num_kv_heads}")
    torch._check(
        q.shape[-1] == num_heads * head_dim,
        lambda: f"query has shape {tuple(q.shape)}, expected last dim {num_heads * head_dim}",
    )
    torch._check(
        k.shape[-1] == num_kv_heads * head_dim,
        lambda: f"key has shape {tuple(k.shape)}, expected last dim {num_kv_heads * head_dim}",
    )


def check_attention_inputs(forward):
    """Validate packed q/k/v shapes before dispatching to the attention kernel."""

    @functools.wraps(forward)
    def wrapper(self, q, k, v, *args, **kwargs):
        _check_num_tokens(q, k, v)
        _check_head_layout(q, k, self.num_heads, self.num_kv_heads, self.head_dim)
        return forward(self, q, k, v, *args, **kwargs)

    return wrapper
