import logging
import sys

_FORMAT = "[%(asctime)s] %(levelname)s %(name)s: %(message)s"
_root_configured = False


def _configure_root() -> None:
    global _root_configured
    if _root_configured:
        return
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(_FORMAT, datefmt="%m-%d %H:%M:%S"))
    root = logging.getLogger("sglang_diffusion")
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    root.propagate = False
    _root_configured = True


def init_logger(name: str) -> logging.Logger:
    _configure_root()
    return logging.getLogger("sglang_diffusion." + name.rsplit(".", 1)[-1])
