from typing import Optional

import torch

from .forward_context import get_forward_context

_KV_CONNECTOR_AGENT = None


def set_kv_transfer_group(connector) -> None:
    global _KV_CONNECTOR_AGENT
    _KV_CONNECTOR_AGENT = connector


def has_kv_transfer_group() -> bool:
    return _KV_CONNECTOR_AGENT is not None


def get_kv_transfer_group():
    assert _KV_CONNECTOR_AGENT is not None, (
        "disaggregated KV cache transfer parallel group is not initialized")
    return _KV_CONNECTOR_AGENT


def wait_for_kv_layer_from_connector(layer_name: str) -> None:
    if not has_kv_transfer_group():
        return
    connector = get_kv_transfer_group()
    attn_metadata = get_forward_context().attn_metadata
    if attn_metadata is None:
        return
    assert isinstance(attn_metadata, dict)
    connector.wait_for_layer_load(layer_name)


def maybe_save_kv_layer_to_connector(layer_name: str,
                                     kv_cache_layer: torch.Tensor) -> None:
    if not has_kv_transfer_group():
        return
    connector = get_kv_transfer_group()
    attn_metadata = get_forward_context().attn_metadata
    if attn_metadata is None:
        return
    layer_metadata: Optional[object] = attn_metadata.get(layer_name)
    connector.save_kv_layer(layer_name, kv_cache_layer, layer_metadata)
