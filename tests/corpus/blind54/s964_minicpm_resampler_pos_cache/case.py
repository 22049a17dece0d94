import torch

from s964_minicpm_resampler_pos_cache.encoder import MiniCPMVVisionEncoder

ENTRY = "s964_minicpm_resampler_pos_cache.encoder:MiniCPMVVisionEncoder.get_image_embeds"


def inputs():
    torch.manual_seed(0)
    encoder = MiniCPMVVisionEncoder().eval()
    tgt_sizes = torch.tensor([[3, 4], [4, 4]])
    return (encoder, torch.randn(2, 16, 8), tgt_sizes)
