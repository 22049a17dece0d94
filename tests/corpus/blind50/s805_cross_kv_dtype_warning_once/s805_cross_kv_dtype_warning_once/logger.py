import logging
from functools import lru_cache

_FORMAT = "%(levelname)s %(asctime)s [%(filename)s:%(lineno)d] %(message)s"


def _configure_root_logger() -> None:
    root = logging.getLogger("corpus_s805")
    if not root.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter(_FORMAT))
        root.addHandler(handler)
        root.propagate = False
    root.setLevel(logging.INFO)


@lru_cache(maxsize=None)
def _print_warning_once(logger: logging.Logger, msg: str) -> None:
    logger.warning(msg, stacklevel=3)


class _EngineLogger(logging.LoggerAdapter):
    def warning_once(self, msg: str) -> None:
        _print_warning_once(self.logger, msg)

    def info_once(self, msg: str) -> None:
        _print_info_once(self.logger, msg)


@lru_cache(maxsize=None)
def _print_info_once(logger: logging.Logger, msg: str) -> None:
    logger.info(msg, stacklevel=3)


def init_logger(name: str) -> _EngineLogger:
    _configure_root_logger()
    return _EngineLogger(logging.getLogger(f"corpus_s805.{name}"), {})
