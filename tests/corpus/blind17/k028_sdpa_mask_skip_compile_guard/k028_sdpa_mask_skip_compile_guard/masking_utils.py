"""Attention-mask builders for the sdpa backend."""
import torch

from .utils import is_torch_fx_proxy, is_torchdynamo_compiling


def _ignore_causal_mask_sdpa(padding_mask, query_length, kv_length, local_attention_size=None):
    """Return True when sdpa's ``is_causal`` can replace an explicit mask.

    Inspecting the mask values is only possible eagerly; while tracing the mask is always built.
    """
    is_tracing = torch.jit.is_tracing() or is_torch_fx_proxy(padding_mask) or is_torchdynamo_compiling()
    if (
        not is_tracing
        and (query_length == 1 or kv_length == query_length)
        and (local_attention_size is None or kv_length < local_attention_size)
        and (padding_mask is None or padding_mask.all())
    ):
        return True
    return False


def causal_mask_function(batch_idx, head_idx, q_idx, kv_idx):
    return kv_idx <= q_idx


def padding_mask_function(padding_mask):
    def inner_mask(batch_idx, head_idx, q_idx, kv_idx):
        return padding_mask[batch_idx, kv_idx]

    return inner_mask


def sdpa_mask(batch_size, cache_position, kv_length, attention_mask=None, allow_is_causal_skip=True):
    q_length = cache_position.shape[0]
    padding_mask = attention_mask.bool() if attention_mask is not None else None
    if allow_is_causal_skip and _ignore_causal_mask_sdpa(padding_mask, q_length, kv_length):
        return None

    kv_arange = torch.arange(kv_length, device=cache_position.device)
    batch_arange = torch.arange(batch_size, device=cache_position.device)
    causal_mask = causal_mask_function(None, None, cache_position[:, None], kv_arange[None, :])
    causal_mask = causal_mask[None, None, :, :].expand(batch_size, -1, -1, -1)
    if padding_mask is not None:
        pad_fn = padding_mask_function(padding_mask)
        pad = pad_fn(batch_arange[:, None, None, None], None, None, kv_arange[None, None, None, :])
        causal_mask = causal_mask & pad
    return causal_mask
