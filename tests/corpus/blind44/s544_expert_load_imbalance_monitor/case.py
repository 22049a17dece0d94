import torch

from s544_expert_load_imbalance_monitor.moe import MoEExecutor

ENTRY = "s544_expert_load_imbalance_monitor.moe:MoEExecutor.run"


def inputs():
    return (MoEExecutor(layer_id=0), torch.randn(4, 8))
