import { Modal } from 'react-bootstrap';
import { useTranslation } from '../../lib/i18n/react.tsx';

/**
 * The server's errorMessage in a modal titled for the screen, with an Ok button (spec §4, §8). The modal
 * traps focus while open and gives it back to the element that had it when closed.
 */
export function ServerErrorModal({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal show={message !== null} onHide={onClose} centered aria-labelledby="server-error-title">
      <Modal.Header closeButton closeLabel={t('actions.close')}>
        <Modal.Title id="server-error-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('actions.ok')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
