from .eagle_worker import EagleDraftWorker, EagleWorkerArgs

__all__ = ["EagleDraftWorker", "EagleWorkerArgs"]
