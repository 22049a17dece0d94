import torch
import torch.nn as nn

from .config import AcousticConfig
from .variance import ConvNorm, DurationPredictor, LengthRegulator

PAD_ID = 0


class EncoderBlock(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.attn = nn.MultiheadAttention(hidden, num_heads=2, batch_first=True)
        self.ff = nn.Sequential(nn.Linear(hidden, hidden * 2), nn.GELU(), nn.Linear(hidden * 2, hidden))
        self.n1 = nn.LayerNorm(hidden)
        self.n2 = nn.LayerNorm(hidden)

    def forward(self, x, pad_mask):
        a, _ = self.attn(x, x, x, key_padding_mask=pad_mask, need_weights=False)
        x = self.n1(x + a)
        return self.n2(x + self.ff(x))


class FastSpeechLite(nn.Module):
    def __init__(self, cfg: AcousticConfig):
        super().__init__()
        self.cfg = cfg
        self.embed = nn.Embedding(cfg.vocab_size, cfg.hidden, padding_idx=PAD_ID)
        self.encoder = EncoderBlock(cfg.hidden)
        self.duration_predictor = DurationPredictor(cfg)
        self.length_regulator = LengthRegulator()
        self.decoder = nn.Sequential(*(ConvNorm(cfg.hidden, 3, 0.0) for _ in range(2)))
        self.mel_out = nn.Linear(cfg.hidden, cfg.n_mels)

    def forward(self, tokens):
        pad_mask = tokens.eq(PAD_ID)
        hs = self.encoder(self.embed(tokens), pad_mask)
        log_dur = self.duration_predictor(hs, pad_mask)
        frames = self.duration_predictor.to_frames(log_dur, pad_mask, self.cfg.speed)
        expanded = self.length_regulator(hs, frames)
        dec = self.decoder(expanded)
        return self.mel_out(dec), frames


model = FastSpeechLite(AcousticConfig()).eval()
compiled = torch.compile(model, fullgraph=True)
