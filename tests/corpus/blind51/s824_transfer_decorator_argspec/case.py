import torch

from s824_transfer_decorator_argspec.attention_utils import _KV_CACHES
from s824_transfer_decorator_argspec.kv_transfer_state import (
    ExampleConnector, ensure_kv_transfer_initialized)
from s824_transfer_decorator_argspec.mla import DeepseekLiteModel

ENTRY = "s824_transfer_decorator_argspec.mla:DeepseekLiteModel.forward"


def inputs():
    model = DeepseekLiteModel()
    connector = ExampleConnector()
    connector.register_kv_caches(dict(_KV_CACHES))
    ensure_kv_transfer_initialized(connector)
    return (model, torch.arange(4), torch.randn(4, 8))
