import torch

ENTRY = "s102_audio_feature_len_guard.audio_encoder:encode_audio"


def inputs():
    # batch of 2 mel spectrograms, 4 mel bins x 16 frames, and their valid lengths
    return (torch.randn(2, 4, 16), torch.tensor([16, 10]))
