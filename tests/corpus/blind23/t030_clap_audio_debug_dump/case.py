import torch

ENTRY = "t030_clap_audio_debug_dump.pipeline:score_clips_compiled"


def inputs():
    return (torch.randn(2, 320),)
