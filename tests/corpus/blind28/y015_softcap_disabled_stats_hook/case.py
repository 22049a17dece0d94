import torch

from y015_softcap_disabled_stats_hook.softcap import SoftCappedHead

ENTRY = "y015_softcap_disabled_stats_hook.softcap:SoftCappedHead.forward"

_HEAD = SoftCappedHead()


def inputs():
    return (_HEAD, torch.randn(2, 8))
