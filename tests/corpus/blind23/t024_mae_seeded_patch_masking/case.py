import torch

from t024_mae_seeded_patch_masking import MAEConfig, MAEForPreTraining

ENTRY = "t024_mae_seeded_patch_masking.modeling_mae:MAEForPreTraining.forward"


def inputs():
    model = MAEForPreTraining(MAEConfig(mask_seed=1234)).eval()
    return (model, torch.randn(2, 3, 32, 32))
