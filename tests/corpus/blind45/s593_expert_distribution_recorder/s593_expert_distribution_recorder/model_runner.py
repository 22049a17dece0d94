from __future__ import annotations

from dataclasses import dataclass

import torch

from .expert_recorder import ExpertDistributionRecorder
from .moe import MoEConfig, MoEModel, SparseMoeBlock


@dataclass
class ServerArgs:
    enable_expert_distribution_recorder: bool = False


def install_expert_recorder(model: MoEModel) -> ExpertDistributionRecorder:
    """Monkey-patch every router so that its top-k choice is reported."""
    recorder = ExpertDistributionRecorder(model.config.num_layers, model.config.num_experts)
    for module in model.modules():
        if isinstance(module, SparseMoeBlock):
            module.gate.forward = recorder.wrap_router(module.layer_id, module.gate.forward)
    recorder.start_record()
    return recorder


server_args = ServerArgs(enable_expert_distribution_recorder=True)
model = MoEModel(MoEConfig())
recorder = install_expert_recorder(model) if server_args.enable_expert_distribution_recorder else None
compiled = torch.compile(model, fullgraph=True)
