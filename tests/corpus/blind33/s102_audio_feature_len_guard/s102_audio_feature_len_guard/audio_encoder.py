import torch
from torch import nn

from .audio_config import AudioEncoderConfig
from .lengths import check_feature_lengths, output_lengths, padding_mask


class AudioEncoder(nn.Module):
    def __init__(self, cfg: AudioEncoderConfig) -> None:
        super().__init__()
        self.cfg = cfg
        self.conv1 = nn.Conv1d(cfg.num_mel_bins, cfg.d_model, kernel_size=3, padding=1)
        self.conv2 = nn.Conv1d(cfg.d_model, cfg.d_model, kernel_size=3, stride=cfg.downsample, padding=1)
        self.embed_positions = nn.Embedding(cfg.max_source_positions, cfg.d_model)
        self.layer_norm = nn.LayerNorm(cfg.d_model)

    def forward(self, mel: torch.Tensor, feature_lens: torch.Tensor) -> torch.Tensor:
        check_feature_lengths(feature_lens, self.cfg)
        x = nn.functional.gelu(self.conv1(mel))
        x = nn.functional.gelu(self.conv2(x)).transpose(1, 2)
        pos = self.embed_positions.weight[: x.shape[1]]
        x = self.layer_norm(x + pos)
        mask = padding_mask(output_lengths(feature_lens, self.cfg), x.shape[1])
        return x * mask.unsqueeze(-1)


_ENCODER = AudioEncoder(AudioEncoderConfig()).eval()


@torch.compile(fullgraph=True)
def encode_audio(mel: torch.Tensor, feature_lens: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _ENCODER(mel, feature_lens)
