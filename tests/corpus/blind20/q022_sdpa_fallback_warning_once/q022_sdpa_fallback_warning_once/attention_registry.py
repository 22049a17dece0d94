"""Attention implementations, selected by config._attn_implementation."""
import torch
import torch.nn.functional as F

from .logging_utils import get_logger

logger = get_logger(__name__)


def eager_attention_forward(module, query, key, value, attention_mask, scaling, dropout=0.0, **kwargs):
    attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
    if attention_mask is not None:
        attn_weights = attn_weights + attention_mask
    attn_weights = F.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
    attn_weights = F.dropout(attn_weights, p=dropout, training=module.training)
    attn_output = torch.matmul(attn_weights, value).transpose(1, 2).contiguous()
    return attn_output, attn_weights


def sdpa_attention_forward(module, query, key, value, attention_mask, scaling, dropout=0.0, **kwargs):
    if kwargs.get("output_attentions", False) or kwargs.get("head_mask") is not None:
        logger.warning_once(
            "`sdpa` attention does not support `output_attentions=True` or `head_mask`."
            " Falling back to the eager attention implementation."
        )
        return eager_attention_forward(module, query, key, value, attention_mask, scaling, dropout)
    is_causal = attention_mask is None and query.shape[2] > 1
    attn_output = F.scaled_dot_product_attention(
        query, key, value, attn_mask=attention_mask, dropout_p=dropout, scale=scaling, is_causal=is_causal
    )
    return attn_output.transpose(1, 2).contiguous(), None


class AttentionInterface(dict):
    """Dict of attention functions; users may register their own kernels."""

    _global_mapping = {
        "eager": eager_attention_forward,
        "sdpa": sdpa_attention_forward,
    }

    def __init__(self):
        super().__init__(self._global_mapping)

    @classmethod
    def register(cls, key, fn):
        cls._global_mapping[key] = fn


ALL_ATTENTION_FUNCTIONS = AttentionInterface()
