import torch

ENTRY = "z012_audio_frame_pad_to_max_len.frontend:encode_audio"


def inputs():
    return (torch.randn(2, 400), torch.tensor([400, 320]))
