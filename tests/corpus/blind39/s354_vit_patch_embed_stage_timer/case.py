import torch

from s354_vit_patch_embed_stage_timer.encoder_runner import EncoderRunnerConfig, VisionEncoderRunner

ENTRY = "s354_vit_patch_embed_stage_timer.encoder_runner:VisionEncoderRunner.encode"


def inputs():
    runner = VisionEncoderRunner(EncoderRunnerConfig())
    return (runner, torch.randn(2, 3, 8, 8))
