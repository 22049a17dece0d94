import torch

from .encoder import AudioEncoder, AudioEncoderConfig

encoder = AudioEncoder(AudioEncoderConfig()).eval()
compiled_encoder = torch.compile(encoder, fullgraph=True)
