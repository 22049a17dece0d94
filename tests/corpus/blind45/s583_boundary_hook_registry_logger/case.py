import torch

from s583_boundary_hook_registry_logger import PipelineStage, StageConfig

ENTRY = "s583_boundary_hook_registry_logger.stage:PipelineStage.forward_stage"


def inputs():
    stage = PipelineStage(StageConfig(stage_idx=0, num_stages=2))
    return (stage, torch.randn(4, 8), torch.randn(4, 8))
