import torch

from s323_feature_config_logger.arch import DLRMRanker

ENTRY = "s323_feature_config_logger.arch:DLRMRanker.forward"

_model = DLRMRanker()


def inputs():
    torch.manual_seed(0)
    return (
        _model,
        torch.randn(4, 8),
        torch.randint(0, 100, (4, 3)),
        torch.randint(0, 20, (4, 2)),
        torch.randint(0, 50, (4, 6)),
    )
