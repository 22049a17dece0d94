import torch

from r036_adapter_usage_stats_disabled.engine import AdapterEngine

_engine = AdapterEngine()

ENTRY = "r036_adapter_usage_stats_disabled.engine:AdapterEngine.forward_decode"


def inputs():
    return (_engine, torch.randn(4, 8))
