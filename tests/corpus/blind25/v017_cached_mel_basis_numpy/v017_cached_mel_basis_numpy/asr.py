import torch
import torch.nn as nn
import torch.nn.functional as F

from .features import FbankConfig, LogMelFbank, UtteranceCMVN


class ConvModule(nn.Module):
    def __init__(self, d: int, k: int = 5):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.pw1 = nn.Conv1d(d, 2 * d, 1)
        self.dw = nn.Conv1d(d, d, k, padding=k // 2, groups=d)
        self.bn = nn.BatchNorm1d(d)
        self.pw2 = nn.Conv1d(d, d, 1)

    def forward(self, x):
        y = self.ln(x).transpose(1, 2)
        y = F.glu(self.pw1(y), dim=1)
        y = self.pw2(F.silu(self.bn(self.dw(y))))
        return x + y.transpose(1, 2)


class ConformerLite(nn.Module):
    def __init__(self, d: int = 16, vocab: int = 12):
        super().__init__()
        self.fbank = LogMelFbank(FbankConfig())
        self.cmvn = UtteranceCMVN()
        self.inp = nn.Linear(self.fbank.cfg.n_mels, d)
        self.mhsa = nn.MultiheadAttention(d, 2, batch_first=True)
        self.conv = ConvModule(d)
        self.ctc = nn.Linear(d, vocab)

    def forward(self, wav):
        x = self.inp(self.cmvn(self.fbank(wav)))
        a, _ = self.mhsa(x, x, x, need_weights=False)
        x = self.conv(x + a)
        return self.ctc(x).log_softmax(-1)


compiled_encoder = torch.compile(ConformerLite().eval(), fullgraph=True)
