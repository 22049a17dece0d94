import torch

from .encoder import AudioEncoder, AudioEncoderConfig

# Weights would be loaded from a checkpoint here; the module is used as constructed.
model = AudioEncoder(AudioEncoderConfig())
model.requires_grad_(False)
compiled_encoder = torch.compile(model, fullgraph=True)
