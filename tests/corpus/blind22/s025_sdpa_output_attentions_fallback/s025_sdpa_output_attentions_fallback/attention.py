import torch
import torch.nn.functional as F

from .logging_utils import get_logger

logger = get_logger(__name__)


def eager_attention_forward(module, query, key, value, attention_mask, scaling, **kwargs):
    attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
    if attention_mask is not None:
        attn_weights = attn_weights + attention_mask
    attn_weights = F.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
    attn_output = torch.matmul(attn_weights, value)
    return attn_output.transpose(1, 2).contiguous(), attn_weights


def sdpa_attention_forward(module, query, key, value, attention_mask, scaling, **kwargs):
    if kwargs.get("output_attentions", False):
        logger.warning_once(
            "`sdpa` attention does not support `output_attentions=True`; falling back to the eager "
            "implementation for %s.",
            type(module).__name__,
        )
        return eager_attention_forward(module, query, key, value, attention_mask, scaling, **kwargs)
    attn_output = F.scaled_dot_product_attention(query, key, value, attn_mask=attention_mask, scale=scaling)
    return attn_output.transpose(1, 2).contiguous(), None


class AttentionInterface:
    _global_mapping = {
        "eager": eager_attention_forward,
        "sdpa": sdpa_attention_forward,
    }

    def __init__(self):
        self._local_mapping = {}

    def __getitem__(self, key):
        if key in self._local_mapping:
            return self._local_mapping[key]
        return self._global_mapping[key]

    def register(self, key, fn):
        self._local_mapping[key] = fn

    def valid_keys(self):
        return list(self._global_mapping) + list(self._local_mapping)


ALL_ATTENTION_FUNCTIONS = AttentionInterface()
