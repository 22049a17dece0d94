import enum
import logging

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)


class ActKind(enum.Enum):
    SILU = "silu"
    GELU_TANH = "gelu_pytorch_tanh"
    RELU2 = "relu2"


def _silu(x: torch.Tensor) -> torch.Tensor:
    return F.silu(x)


def _gelu_tanh(x: torch.Tensor) -> torch.Tensor:
    return F.gelu(x, approximate="tanh")


def _relu2(x: torch.Tensor) -> torch.Tensor:
    # squared ReLU (Primer / Nemotron); still experimental in this engine
    logger.debug("squared-ReLU activation on %d features", x.shape[-1])
    return torch.square(F.relu(x))


_ACT_FNS = {
    ActKind.SILU: _silu,
    ActKind.GELU_TANH: _gelu_tanh,
    ActKind.RELU2: _relu2,
}


def get_act_fn(kind: ActKind):
    return _ACT_FNS[kind]
