import torch

ENTRY = "v015_whisper_frontend_preemphasis.encoder:encode"


def inputs():
    # 1 utterance, 256 raw samples
    return (torch.randn(1, 256),)
