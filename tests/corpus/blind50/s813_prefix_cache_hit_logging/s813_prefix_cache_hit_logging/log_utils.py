import logging
import os


def get_tp_rank() -> int:
    return int(os.environ.get("LOCAL_RANK", "0"))


def log_info_on_rank0(logger: logging.Logger, msg: str, *args) -> None:
    if get_tp_rank() == 0:
        logger.info(msg, *args)


def init_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("[%(asctime)s] %(message)s"))
        logger.addHandler(handler)
        logger.propagate = False
    return logger
