from __future__ import annotations

import logging
import os
import sys

import torch

logger = logging.getLogger(__name__)

# "off" | "warn" | "strict"; read once at import
NUMERICS_MODE = os.environ.get("SERVE_NUMERICS_MODE", "strict")

_REPORTED = set()


@torch.library.custom_op("corpus_t037::check_finite", mutates_args=())
def check_finite(x: torch.Tensor, site: str, strict: bool) -> torch.Tensor:
    """Pass-through that validates `x` on the host.

    Runs eagerly even inside a compiled graph: dynamo only sees an op call.
    """
    finite = torch.isfinite(x)
    if not bool(finite.all()):
        n_bad = int((~finite).sum().item())
        msg = f"{n_bad} non-finite values at {site}"
        if strict:
            raise FloatingPointError(msg)
        if site not in _REPORTED:
            _REPORTED.add(site)
            logger.warning(msg)
            print(msg, file=sys.stderr)
    return x.clone()


@check_finite.register_fake
def _(x: torch.Tensor, site: str, strict: bool) -> torch.Tensor:
    return torch.empty_like(x)


def guard(x: torch.Tensor, site: str) -> torch.Tensor:
    if NUMERICS_MODE == "off":
        return x
    return torch.ops.corpus_t037.check_finite(x, site, NUMERICS_MODE == "strict")
