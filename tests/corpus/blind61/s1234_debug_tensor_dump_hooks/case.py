import torch

from s1234_debug_tensor_dump_hooks.config import DebugConfig, TransformerConfig
from s1234_debug_tensor_dump_hooks.model import TransformerStack

ENTRY = "s1234_debug_tensor_dump_hooks.model:TransformerStack.forward"


def inputs():
    config = TransformerConfig(debug=DebugConfig(dump_mode="stats", dump_layers=(1,)))
    return (TransformerStack(config), torch.randn(4, 8))
