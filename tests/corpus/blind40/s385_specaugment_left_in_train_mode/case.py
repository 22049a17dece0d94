import torch

ENTRY = "s385_specaugment_left_in_train_mode.serve:compiled_encoder"


def inputs():
    # log-mel features (batch, frames, n_mels)
    return (torch.randn(2, 20, 8),)
