"""Text-audio retrieval: score a batch of clips against cached text embeddings."""
import torch

from .audio_model import ClapAudioConfig, ClapAudioEncoder

encoder = ClapAudioEncoder(ClapAudioConfig()).eval()
text_bank = torch.nn.functional.normalize(torch.randn(5, 24), dim=-1)


def score_clips(waveform):
    out = encoder(waveform)
    scale = encoder.logit_scale.exp().clamp(max=100.0)
    return scale * out.audio_embeds @ text_bank.t()


score_clips_compiled = torch.compile(score_clips, fullgraph=True, dynamic=False)
